/** AktuelleBannerLinks: the banner carousel's links (public). */
import type { FunctionHandler } from './types';

export const AktuelleBannerLinks: FunctionHandler = {
  auth: 'public',
  run(ctx) {
    const rows = ctx.db.prepare(`SELECT url, titel, text FROM srv_banner_links ORDER BY sort, id`).all() as {
      url: string;
      titel: string;
      text: string | null;
    }[];
    return {
      body: { d: { results: rows.map((r) => ({ __metadata: { type: 'Abfall.Portal.BannerLink' }, Url: r.url, Titel: r.titel, Text: r.text })) } },
    };
  },
};
