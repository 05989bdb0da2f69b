/** The reports feature's public API: nothing yet, other features do not use reports. */
export {};
