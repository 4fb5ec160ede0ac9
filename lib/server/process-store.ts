/**
 * A map shared by every copy of a module in this server process. A server component and the client
 * component it renders load a module separately (one copy per bundle) although both halves of one
 * render run in the same process, so a value handed from one to the other lives under a registered
 * symbol on the global object, one map per name.
 */
export function processStore<V>(name: string): Map<string, V> {
  const key = Symbol.for(`stickerfy.${name}`);
  const g = globalThis as { [k: symbol]: Map<string, V> | undefined };
  g[key] ??= new Map<string, V>();
  return g[key];
}
