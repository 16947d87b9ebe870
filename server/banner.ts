/**
 * The lines `npm start` prints once it listens. The demo logins are offered only where they work:
 * the embedded backend with the demo's residents seeded; against a real backend
 * (PORTAL_API_UPSTREAM) or another authority's metadata without them they would only mislead.
 */
import type { ServerConfig } from './config';
import { COMMUNITY_ACCESS, DEMO_LOGINS, DEMO_PASSWORD } from './seed/index';

export interface BannerFacts {
  /** The embedded backend has the demo logins (seed/gaps.ts demoLoginsSeeded). */
  demoLogins: boolean;
}

export function startBanner(
  config: Pick<ServerConfig, 'port' | 'maintenanceFile' | 'apiUpstream' | 'publicUrl' | 'trustedProxies' | 'communityAccess'>,
  facts: BannerFacts,
): string[] {
  const local = `http://localhost:${config.port}`;
  const lines = ['', `Bürgerportal läuft auf ${local}`];
  if (config.publicUrl !== local) lines.push(`Öffentliche Adresse (Links in E-Mails, Zahlungen): ${config.publicUrl}`);
  // Behind a reverse proxy without this setting every resident shares the proxy's address and its limits.
  if (config.trustedProxies.length === 0) {
    lines.push('PORTAL_TRUSTED_PROXIES ist nicht gesetzt: X-Forwarded-For wird nicht beachtet. Hinter einem Reverse-Proxy (nginx) dessen Adresse eintragen,');
    lines.push('  sonst zählen alle Besucher als eine Adresse und teilen sich jedes Limit (z. B. fehlgeschlagene Anmeldungen).');
  } else lines.push(`Vertrauenswürdige Proxys (X-Forwarded-For): ${config.trustedProxies.join(', ')}`);
  if (facts.demoLogins && !config.apiUpstream) {
    lines.push(`Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) lines.push(`  ${l.login.padEnd(14)} ${l.note}`);
    // Only where the profile offers it: elsewhere the backend refuses the login without password.
    if (config.communityAccess) lines.push(`Zugang ohne Passwort: Kassenzeichen ${COMMUNITY_ACCESS.kassenzeichen} + Objektnummer ${COMMUNITY_ACCESS.objektNr}`);
  }
  lines.push(`Wartungsmodus: npm run maintenance -- on|off  (Datei ${config.maintenanceFile})`, '');
  return lines;
}
