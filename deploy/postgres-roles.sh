#!/bin/sh
# The platform's two database roles (decision 0129), made by PostgreSQL's image on the first start of an empty
# volume (/docker-entrypoint-initdb.d), as the superuser POSTGRES_USER, which the platform itself never uses:
# - platform: owns the database and its tables; BYPASSRLS, since every school's table forces row-level security on
#   its owner too. Migrations, sign-in by e-mail, the jobs' fan-out over schools, the commands and backups use it
#   (DATABASE_OWNER_URL).
# - school_app: the requests' login (DATABASE_URL). Owns nothing, bypasses no policy, reads none of the platform's
#   secret tables; the migrations give it its grants. The owner may hand it on (ADMIN OPTION), as the migrations do.
# The passwords go in as psql variables, quoted by psql, never spliced into the SQL.
set -eu
psql --set ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  --set owner_password="$PLATFORM_DB_PASSWORD" --set app_password="$SCHOOL_APP_DB_PASSWORD" <<'SQL'
CREATE ROLE platform LOGIN NOSUPERUSER NOCREATEROLE BYPASSRLS PASSWORD :'owner_password';
CREATE ROLE school_app LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD :'app_password';
GRANT school_app TO platform WITH ADMIN OPTION;
CREATE DATABASE platform OWNER platform;
SQL
