// Stylesheets are bundled by webpack's css-loader; importing one yields nothing typed.
declare module '*.css';
