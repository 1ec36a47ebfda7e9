import { describe, expect, it } from 'vitest';
import { backupNameWithoutFiles } from './storageOwner';

describe('backupNameWithoutFiles', () => {
  it('marks a given name, once', () => {
    expect(backupNameWithoutFiles('@auto_pb_backup_site_20261126030000.zip')).toBe(
      '@auto_pb_backup_site_20261126030000_without_s3_files.zip',
    );
    expect(backupNameWithoutFiles('drill_without_s3_files.zip')).toBe('drill_without_s3_files.zip');
  });

  it('names a backup asked for without a name', () => {
    expect(backupNameWithoutFiles('')).toMatch(/^pb_backup_\d{14}_without_s3_files\.zip$/);
  });
});
