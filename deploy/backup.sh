#!/bin/sh
# Backups of the site's data (docs/DEPLOY.md, "Backups"). PocketBase makes them itself, on the
# schedule SITE_BACKUP_CRON/SITE_BACKUP_KEEP set (or dashboard → Settings → Backups → "Backup
# now"): zip files of the data folder in $PB_DATA/backups: the databases, and the uploaded files
# only while they are in the data folder (with the files on S3 the name ends in _without_s3_files:
# the bucket keeps every file a kept backup lists, by its manifest in .site-backups/; against
# losing the bucket, `site storage export DIR` backs the files up, `site storage import DIR`
# puts them back).
#   backup.sh list                      the backups, newest last
#   backup.sh restore BACKUP.zip DIR    unpacks a backup into DIR, a new folder, after checking it,
#                                       with the live backups/ beside it; then stop the server,
#                                       swap DIR in as $PB_DATA, start it
set -eu
data=${PB_DATA:-/var/lib/contractor-site}

usage() {
  sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

case "${1:-}" in
  list)
    ls -1rt "$data/backups" 2>/dev/null | grep '\.zip$' || echo "No backups in $data/backups yet." >&2
    ;;
  restore)
    [ $# -eq 3 ] || usage
    zip=$2
    dest=$3
    [ -f "$zip" ] || { echo "No such backup: $zip" >&2; exit 1; }
    [ ! -e "$dest" ] || { echo "$dest exists: restore into a new folder, never over data." >&2; exit 1; }
    unzip -tq "$zip" >/dev/null || { echo "$zip is damaged (unzip -t failed)." >&2; exit 1; }
    unzip -l "$zip" | grep -q ' data\.db$' || { echo "$zip holds no data.db: not a PocketBase backup." >&2; exit 1; }
    mkdir -p "$dest"
    unzip -q "$zip" -d "$dest"
    # The deployment's identity is in no backup (it says which server owns the file storage):
    # restored beside the live data, the restore is this deployment's; on a spare it stays a copy.
    # The backups stay listed (issue 36): the live data folder's backups/ (no backup holds it) is
    # linked into the new folder (copied across file systems), so the swap keeps every backup,
    # and the files their manifests keep in storage stay kept.
    if [ -d "$data/backups" ] && [ ! -e "$dest/backups" ]; then
      cp -al "$data/backups" "$dest/backups" 2>/dev/null || { rm -rf "$dest/backups"; cp -a "$data/backups" "$dest/backups"; }
      echo "Kept the backups ($data/backups) in $dest/backups."
    fi
    if [ -f "$data/.site-identity" ]; then
      cp -p "$data/.site-identity" "$dest/.site-identity"
      echo "Kept this deployment's identity ($data/.site-identity): the restore owns its file storage."
    fi
    echo "Restored $zip into $dest. Now: stop the server, move $data aside, move $dest to $data"
    echo "(owned by the server's user), start the server."
    ;;
  *) usage ;;
esac
