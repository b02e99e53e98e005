// What the attachment buttons call, loaded when one is pressed (attachment-field.tsx): drawing
// the form does not need it, and the form's first download stays within the storefront budget.
export { saveBlob } from '../../../lib/save-blob.ts';
export { deleteFile } from './delete-file.ts';
export { downloadExampleFile } from './download-example.ts';
export { uploadFile } from './upload-file.ts';
