/**
 * The one module that imports pdfmake (docs/conventions.md#one-api: a wide library is used through one local module).
 * pdfmake 0.3 and its Roboto fonts (about 3 MB) load on demand, so they never weigh on the first page load;
 * the same browser build runs in Node, which is how the report tests render real PDFs.
 */
import type * as PdfMakeModule from 'pdfmake/build/pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

export type PdfDocument = TDocumentDefinitions;
export type PdfContent = Content;

type PdfMake = typeof PdfMakeModule;

let loading: Promise<PdfMake> | null = null;

/** The module's CommonJS export, whether the bundler wraps it in `default` or not. */
function unwrap<T>(module: T | { default: T }): T {
  return typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
}

async function loadPdfMake(): Promise<PdfMake> {
  const [pdfMakeModule, vfsModule] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  const pdfMake = unwrap<PdfMake>(pdfMakeModule);
  pdfMake.addVirtualFileSystem(unwrap(vfsModule));
  return pdfMake;
}

/** Renders a document definition to PDF bytes. Rejects when pdfmake cannot load or lay out the document. */
export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  loading ??= loadPdfMake().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  const pdfMake = await loading;
  const buffer = await pdfMake.createPdf(document).getBuffer();
  return new Uint8Array(buffer);
}
