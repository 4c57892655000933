#!/bin/sh
# compose.yaml: run by the postgres image when it creates the database (first start only). POSTGRES_USER (steelworks)
# owns the database and migrates it; the API processes connect as steelworks_app, which the migrate service grants
# what it may do (docs/deploy.md, "Database roles"). The password goes in as a psql variable, quoted by psql.
set -eu
psql -v ON_ERROR_STOP=1 -v password="$APP_DB_PASSWORD" --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE steelworks_app LOGIN PASSWORD :'password';
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
SQL
