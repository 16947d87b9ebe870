import type { ModulePageProps } from '../types';
import { WikiArticlePage } from './WikiArticlePage';
import { WikiList } from './WikiList';

/** /wiki lists and searches the articles; /wiki/{id} shows one. */
export default function WikiPage({ detail, moduleHref, onNavigate }: ModulePageProps) {
  return detail === undefined ? (
    <WikiList moduleHref={moduleHref} onNavigate={onNavigate} />
  ) : (
    <WikiArticlePage id={detail} moduleHref={moduleHref} onNavigate={onNavigate} />
  );
}
