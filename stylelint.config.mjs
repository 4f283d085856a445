// Colours come only from the design tokens (shared-ui/src/tokens/tokens.css): every other stylesheet names a
// token (`var(--color-…)`), or mixes one (`color-mix(…)`) for a translucent shade. Each workspace's `lint` runs this.
const literalColourFunctions = ['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'];

export default {
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
    'function-disallowed-list': literalColourFunctions,
  },
  overrides: [
    {
      files: ['**/shared-ui/src/tokens/tokens.css'],
      rules: { 'color-no-hex': null, 'color-named': null, 'function-disallowed-list': null },
    },
  ],
};
