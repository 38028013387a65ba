// Only pages without scripts render these (the root's Document, on the server), so the
// browser's bundle does not carry them: a `.server` module is empty there.
export { InstalledAppWorker } from "./installed-app-worker";
export { SpeculationRules } from "./speculation-rules";
