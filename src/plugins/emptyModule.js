// Stands in for the classic theme's Prism client module (see prismOnDemand.ts).
export {};
