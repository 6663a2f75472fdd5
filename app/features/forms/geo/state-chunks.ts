/**
 * One small chunk per country's states. The map of some 250 loaders is a
 * chunk of its own too (3 KB gzip), requested with the first country chosen,
 * so that no form carries it before then.
 */
export const stateChunks = import.meta.glob<string[]>("./states/*.json", { import: "default" });
