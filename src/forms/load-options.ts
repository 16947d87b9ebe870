/**
 * Runs a field's `portal:Query` (a relative OData GET such as `Gebiete?$orderby=Name asc`, already
 * substituted) through the portal's transport, so it carries the session header and its typed
 * errors; follows server-driven paging (a city's streets exceed one page) and returns the rows
 * whatever shape `d` has (array, `{results}`, a single object). `via` is the portal's transport
 * unless a test hands in a fake.
 */
import { readPages } from '../../codegen/runtime/client';
import { listOf, unwrapD } from '../../codegen/runtime/deserialize';
import { transport } from '../api/client';
import type { Transport } from '../../codegen/runtime/contract';

export async function loadQueryRows(query: string, signal: AbortSignal, via: Transport = transport): Promise<unknown> {
  const mark = query.indexOf('?');
  const path = mark < 0 ? query : query.slice(0, mark);
  const search = mark < 0 ? '' : query.slice(mark + 1);
  const params: Record<string, string> = {};
  for (const part of search.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    params[eq < 0 ? part : part.slice(0, eq)] = eq < 0 ? '' : part.slice(eq + 1);
  }
  const bodies = await readPages(via, { method: 'GET', path, query: params, signal });
  const lists = bodies.map((body) => listOf(unwrapD(body)));
  // One object (a function returning a single entity) stays as it is.
  return lists.every((list) => list !== null) ? lists.flat() : unwrapD(bodies[0]);
}
