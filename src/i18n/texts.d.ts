// The two parts of de-DE.json (tools/split-texts.ts).
declare module 'virtual:texts/shell' {
  const texts: Record<string, unknown>;
  export default texts;
}
declare module 'virtual:texts/rest' {
  const texts: Record<string, unknown>;
  export default texts;
}
