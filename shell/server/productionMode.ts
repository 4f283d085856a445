// React and the other libraries the server requires at run time read NODE_ENV: production unless said otherwise
// (`npm run dev` says development). Imported first by main.ts.
process.env.NODE_ENV ??= 'production';
