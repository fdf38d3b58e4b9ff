export * from './candidate-search.ts';
