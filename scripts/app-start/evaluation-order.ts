// Which of a page's modules can be evaluated on their own before the app starts, and in which
// order. Evaluating all of React DOM and React Router in the one task that starts the app blocks
// a phone's main thread for a few hundred milliseconds; evaluated one by one, each in its own
// task, the browser can paint and answer input between them.

/** A module's static imports, as URL paths like the module's own. */
export type ImportsOf = (module: string) => string[];

/**
 * The modules that do not depend on `entry`, dependencies first. The entry module starts
 * hydration as it is evaluated, which needs the route modules that the page's start-up script
 * registers first; so it, and every module that imports it, stays with that script.
 */
export function evaluateFirst(modules: string[], entry: string, importsOf: ImportsOf): string[] {
  const dependsOnEntry = (module: string) => {
    const reached = new Set([module]);
    for (const next of reached) {
      if (next === entry) return true;
      for (const dependency of importsOf(next)) reached.add(dependency);
    }
    return false;
  };

  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (module: string) => {
    // Marked before its imports are visited, so an import cycle cannot recurse forever.
    if (seen.has(module) || dependsOnEntry(module)) return;
    seen.add(module);
    for (const dependency of importsOf(module)) visit(dependency);
    order.push(module);
  };
  for (const module of modules) visit(module);
  return order;
}
