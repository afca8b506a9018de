// Style and image imports, as webpack (and Jest's moduleNameMapper) resolve them in every front-end app.
declare module '*.css';
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
