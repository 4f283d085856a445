#!/bin/sh
# Restarts every API and shell process one at a time under systemd, the next only once the restarted one answers
# /readyz and nginx has had time to try it again (its fail_timeout, 3 s, plus a margin). With the drain on SIGTERM
# no request fails: see docs/operations.md, "Rolling restart" (npm test's production drill does the same).
#   APIS="1 2" SHELLS="1 2" deploy/rolling-restart.sh
set -eu
APIS=${APIS:-1 2}
SHELLS=${SHELLS:-1 2}
SETTLE_SECONDS=${SETTLE_SECONDS:-4}

restart() {
  unit=$1
  port=$2
  echo "restarting $unit"
  systemctl restart "$unit"
  until curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do sleep 0.5; done
  sleep "$SETTLE_SECONDS"
}

for n in $APIS; do restart "estate-api@$n" "410$n"; done
for n in $SHELLS; do restart "estate-shell@$n" "810$n"; done
echo "every process restarted"
