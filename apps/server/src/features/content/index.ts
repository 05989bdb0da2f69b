/** The content pages feature: nothing other features need. */
export {};
