import { DocumentsStep } from '../features/documents';

/** /upload, exposed as ./UploadDocuments. */
export default function UploadDocuments() {
  return <DocumentsStep />;
}
