#!/bin/bash
# A nightly backup of the Steelworks PostgreSQL database (docs/deploy.md, section 6):
#   backup-postgres.sh DATABASE_URL FOLDER [DAYS_KEPT]
# writes FOLDER/steelworks-<date>T<time>.dump (pg_dump's custom format, consistent while the shop works) and deletes
# the dumps older than DAYS_KEPT (30). The database is named on the command line because cron passes no settings; the
# password comes from ~/.pgpass of the user that runs it. A failure exits 1 and says so on stderr (cron mails it to
# MAILTO) and in the system log (journalctl -t steelworks-backup); a half-written dump never takes a dump's name.
set -euo pipefail
# A dump holds every fact of the shop: readable by its owner alone.
umask 077

url=${1:?usage: backup-postgres.sh DATABASE_URL FOLDER [DAYS_KEPT]}
folder=${2:?usage: backup-postgres.sh DATABASE_URL FOLDER [DAYS_KEPT]}
days=${3:-30}
file="$folder/steelworks-$(date +%Y-%m-%dT%H%M%S).dump"
# The URL without its password, for messages.
shown=$(printf '%s' "$url" | sed -E 's#(://[^:/@]+):[^@]*@#\1:***@#')

fail() {
  echo "STEELWORKS BACKUP FAILED: $1" >&2
  logger -p user.err -t steelworks-backup "backup of $shown FAILED: $1" 2>/dev/null || true
  rm -f "$file.partial"
  exit 1
}

mkdir -p "$folder" || fail "cannot create $folder"
started=$(date +%s)
if ! errors=$(pg_dump --format=custom --file="$file.partial" --dbname="$url" 2>&1); then
  fail "pg_dump of $shown: $errors"
fi
mv "$file.partial" "$file"
find "$folder" -maxdepth 1 -name 'steelworks-*.dump' -mtime +"$days" -delete
message="backup of $shown written to $file ($(du -h "$file" | cut -f1), $(($(date +%s) - started)) s)"
logger -t steelworks-backup "$message" 2>/dev/null || true
echo "$message"
