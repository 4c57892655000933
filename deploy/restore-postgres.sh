#!/bin/bash
# Restores a dump of backup-postgres.sh into a NEW database and starts one API process on it as the server's own role,
# with everything that leaves the building switched off (docs/deploy.md, section 6):
#   restore-postgres.sh DUMP                 the drill: a scratch database, checked, then dropped
#   restore-postgres.sh DUMP --into NAME     a real restore: the same into database NAME, which is kept
# It reads DATABASE_URL (the server's role) and MIGRATION_DATABASE_URL (the schema's owner, who needs CREATEDB) from
# the environment, as the settings files give them:
#   sudo sh -c 'set -a; . /etc/steelworks/steelworks.env; . /etc/steelworks/migrate.env; set +a; exec deploy/restore-postgres.sh DUMP'
# The process it starts gets only the database: no SMTP_URL (mail stays in the outbox), no S3 (nothing is written to
# the bucket), no WhatsApp, SMS or push (the notification worker is off). Nothing of the restored shop reaches anyone.
set -euo pipefail

usage="usage: restore-postgres.sh DUMP [--into NAME] [--port PORT]"
dump=${1:?$usage}
shift
into=""
port=${RESTORE_PORT:-8099}
while [ $# -gt 0 ]; do
  case "$1" in
    --into) into=${2:?$usage}; shift 2 ;;
    --port) port=${2:?$usage}; shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
here=$(cd "$(dirname "$0")" && pwd)
dist=${STEELWORKS_DIST:-$here/../apps/server/dist}
: "${DATABASE_URL:?DATABASE_URL (the server role) is not set: load /etc/steelworks/steelworks.env first}"
: "${MIGRATION_DATABASE_URL:?MIGRATION_DATABASE_URL (the schema owner) is not set: load /etc/steelworks/migrate.env first}"
[ -r "$dump" ] || { echo "cannot read $dump" >&2; exit 2; }
[ -f "$dist/main.js" ] || { echo "no built server in $dist: run npm run build" >&2; exit 2; }

name=${into:-steelworks_drill_$(date +%Y%m%d%H%M%S)}
[[ $name =~ ^[a-z_][a-z0-9_]{0,62}$ ]] || { echo "database name $name: lower-case letters, digits and _ only" >&2; exit 2; }
# The same server and roles, another database.
on() { node -e 'const u = new URL(process.argv[1]); u.pathname = `/${process.argv[2]}`; console.log(u.toString())' "$1" "$2"; }
owner_url=$(on "$MIGRATION_DATABASE_URL" "$name")
app_url=$(on "$DATABASE_URL" "$name")
maintenance_url=$(on "$MIGRATION_DATABASE_URL" postgres)
data_dir=$(mktemp -d)
server=""
created=""
seconds() { echo $(( $(date +%s%N) / 1000000 )); }

finish() {
  local code=$?
  [ -n "$server" ] && kill -TERM "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  rm -rf "$data_dir"
  if [ -n "$created" ] && { [ -z "$into" ] || [ $code -ne 0 ]; }; then
    psql -X -q -v ON_ERROR_STOP=1 "$maintenance_url" -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" && echo "dropped database $name"
  fi
  [ $code -ne 0 ] && echo "RESTORE FAILED (exit $code)" >&2
  exit $code
}
trap finish EXIT

t0=$(seconds)
psql -X -q -v ON_ERROR_STOP=1 "$maintenance_url" -c "CREATE DATABASE $name"
created=yes
# As the schema's owner, without the dump's owners and grants: the migrate step grants the server's role.
pg_restore --no-owner --no-acl --exit-on-error --dbname="$owner_url" "$dump"
t1=$(seconds)
echo "restored $dump into $name in $(( (t1 - t0) / 1000 )).$(( (t1 - t0) % 1000 / 100 )) s"

# Only what the process needs: nothing from the settings files reaches it but the database.
quiet=(env -i "PATH=$PATH" "HOME=$data_dir" NODE_ENV=production "DATA_DIR=$data_dir" SEED_DEMO=false NOTIFY_POLL_SECONDS=0 LOG_LEVEL=warn)
"${quiet[@]}" "DATABASE_URL=$app_url" "MIGRATION_DATABASE_URL=$owner_url" LOG_LEVEL=info node "$dist/migrate.js"
t2=$(seconds)
"${quiet[@]}" "DATABASE_URL=$app_url" HOST=127.0.0.1 "PORT=$port" SHUTDOWN_DRAIN_SECONDS=0 node "$dist/main.js" &
server=$!
PORT=$port HOST=127.0.0.1 WAIT_READY_SECONDS=${WAIT_READY_SECONDS:-240} node "$here/wait-ready.mjs"
t3=$(seconds)
echo "the server started on $name as $(psql -X -At "$app_url" -c 'select current_user') and was ready in $(( (t3 - t2) / 1000 )).$(( (t3 - t2) % 1000 / 100 )) s"
psql -X -q "$app_url" -c "select (select count(*) from orders) as orders, (select count(*) from invoices) as invoices,
  (select count(*) from payments) as payments, (select max(at) from audit_log) as last_change,
  (select count(*) from mail_outbox where not sent) as mail_kept_unsent"
kill -TERM "$server"
wait "$server" || true
server=""
if [ -n "$into" ]; then
  echo "database $name is ready: point DATABASE_URL and MIGRATION_DATABASE_URL at it, then restart the processes"
else
  psql -X -q -v ON_ERROR_STOP=1 "$maintenance_url" -c "DROP DATABASE $name WITH (FORCE)"
  created=""
  echo "dropped database $name"
  echo "drill passed: restore $(( (t1 - t0) / 1000 )) s, migrate $(( (t2 - t1) / 1000 )) s, ready $(( (t3 - t2) / 1000 )) s"
fi
