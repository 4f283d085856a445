// The kit's tests run in Node: real Fastify apps on free ports, real sockets.
module.exports = { ...require('@estate/tooling/jest'), testEnvironment: 'node', setupFilesAfterEnv: [] };
