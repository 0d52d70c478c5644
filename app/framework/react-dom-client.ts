// React DOM's client, re-exported from a module that vite.config.ts puts in React DOM's own chunk.
// React DOM is CommonJS, and its body runs in the chunk of the first module that imports it;
// from here, that is when the starter evaluates this chunk, in a task of its own, rather than
// with the app's entry in the task that starts hydration.
export { hydrateRoot } from "react-dom/client";
