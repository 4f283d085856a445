#!/usr/bin/env node
// Renders estate.conf.template for a set of processes:
//   API_ADDRESSES=127.0.0.1:4101,127.0.0.1:4102 SHELL_ADDRESSES=127.0.0.1:8101,127.0.0.1:8102 \
//   SERVER_NAMES='example.ru tula.example.ru' node deploy/nginx/render.mjs > /etc/nginx/conf.d/estate.conf
// Every variable has the default of the layout in deploy/ (docs/operations.md); the drill renders it with its own ports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const template = path.join(path.dirname(fileURLToPath(import.meta.url)), 'estate.conf.template');

export const defaults = {
  LISTEN: '80',
  SERVER_NAMES: 'localhost',
  API_ADDRESSES: '127.0.0.1:4101,127.0.0.1:4102',
  SHELL_ADDRESSES: '127.0.0.1:8101,127.0.0.1:8102',
  INTERNAL_API_LISTEN: '127.0.0.1:8091',
  STATIC_ROOT: '/srv/estate/static',
  LOG_DIR: '/var/log/nginx',
  // a process that refused a connection is left out this long before nginx tries it again
  FAIL_TIMEOUT: '3s',
};

const servers = (addresses, failTimeout) =>
  addresses
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
    .map((address) => `    server ${address} max_fails=1 fail_timeout=${failTimeout};`)
    .join('\n');

/** The configuration for `env` (unset values take `defaults`). */
export function renderNginxConfig(env = {}) {
  const values = { ...defaults, ...Object.fromEntries(Object.entries(env).filter(([key, value]) => key in defaults && value)) };
  const fills = {
    ...values,
    API_SERVERS: servers(values.API_ADDRESSES, values.FAIL_TIMEOUT),
    SHELL_SERVERS: servers(values.SHELL_ADDRESSES, values.FAIL_TIMEOUT),
  };
  return fs.readFileSync(template, 'utf8').replace(/\{\{(\w+)\}\}/g, (placeholder, name) => {
    if (!(name in fills)) throw new Error(`unknown placeholder ${placeholder}`);
    return fills[name];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(renderNginxConfig(process.env));
