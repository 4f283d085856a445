// CSS Modules are compiled with `namedExport: false`: the default export maps local class names to scoped ones.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Plain stylesheets (design tokens, leaflet) are imported for their side effect only.
declare module '*.css';
