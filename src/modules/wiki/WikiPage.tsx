import type { ModulePageProps } from '../types';
import { WikiArticleView } from './WikiArticleView';
import { WikiList } from './WikiList';

/** /wiki lists and searches the articles; /wiki/{id} shows one. */
export default function WikiPage({ detail, moduleHref, onNavigate }: ModulePageProps) {
  return detail === undefined ? (
    <WikiList moduleHref={moduleHref} onNavigate={onNavigate} />
  ) : (
    <WikiArticleView id={detail} moduleHref={moduleHref} onNavigate={onNavigate} />
  );
}
