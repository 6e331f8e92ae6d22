// Machines are type-checked without DOM or Node types, so that neither can creep in; timers exist in every
// runtime the machines run in (browser, Node, tests), so they alone are declared here.
declare function setTimeout(handler: () => void, ms?: number): unknown;
declare function clearTimeout(id: unknown): void;
declare function setInterval(handler: () => void, ms?: number): unknown;
declare function clearInterval(id: unknown): void;
