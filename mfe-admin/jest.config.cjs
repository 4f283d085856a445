module.exports = { ...require('@estate/tooling/jest') };
