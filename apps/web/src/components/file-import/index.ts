// Door of the one-file import (spec A "Job-site list and imports"; decision 150): drop area, progress, report.
export { FileImport, ONE_FILE_ONLY, type FileImportProps } from './file-import';
