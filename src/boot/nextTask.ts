/** Lets the browser handle input and paint between two pieces of work: resolves in a task of its own. */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
