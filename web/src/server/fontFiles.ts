/**
 * The font files of the Sinhala and Tamil pages (issue 40, decision 040): Noto Sans Sinhala and
 * Noto Sans Tamil from their Fontsource packages, only the script's subset, regular and bold.
 * Each import is the file's URL in the build (`/assets/<name>-<hash>.woff2`, kept a year by
 * browsers): the server renderer reads them (fonts.ts), and the client build emits the same
 * files into pb_public/assets (web/plugins/fontFiles.ts emits this module as a chunk of its own,
 * so both builds name them by the same content hash).
 */
import sinhalaBold from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff2?url';
import sinhalaRegular from '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff2?url';
import tamilBold from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url';
import tamilRegular from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';

export const FONT_URLS = {
  si: { regular: sinhalaRegular, bold: sinhalaBold },
  ta: { regular: tamilRegular, bold: tamilBold },
};
