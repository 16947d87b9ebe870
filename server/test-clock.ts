/**
 * A clock an e2e test can move: while the file exists and holds an ISO instant, that instant is
 * "now" for the whole backend (sessions, registrations, the reminder scheduler); without the file
 * the system clock runs. Only wired up when PORTAL_CLOCK_FILE is set, which no deployment does.
 */
import { readFileSync } from 'node:fs';
import { systemClock, type Clock } from './time';

export function fileClock(file: string): Clock {
  return () => {
    let text: string;
    try {
      text = readFileSync(file, 'utf8').trim();
    } catch {
      return systemClock();
    }
    const ms = Date.parse(text);
    return Number.isNaN(ms) ? systemClock() : ms;
  };
}
