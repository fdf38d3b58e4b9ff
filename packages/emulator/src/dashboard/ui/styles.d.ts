// The stylesheet is bundled by esbuild (it becomes app.css): the import has no value.
declare module '*.css';
