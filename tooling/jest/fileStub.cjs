// Asset imports (images, fonts) resolve to their URL in a build; in tests a fixed one.
module.exports = '/assets/test-file.svg';
