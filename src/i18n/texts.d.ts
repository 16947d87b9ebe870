// The parts of de-DE.json (tools/split-texts.ts).
declare module 'virtual:texts/shell' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module 'virtual:texts/rest' {
  const texts: Record<string, unknown>;
  export default texts;
}
/** Loaders of the module-owned namespaces, by namespace. */
declare module 'virtual:texts/modules' {
  const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>>;
  export default loaders;
  /** The namespaces each module's routes load, by module (src/modules/<folder>/texts.ts). */
  export const modules: Readonly<Record<string, readonly string[]>>;
}
