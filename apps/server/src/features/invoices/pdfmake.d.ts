/**
 * The part of pdfmake 0.3 (server side) that invoice-pdf.ts and report-pdf.ts use. Written
 * here because @types/pdfmake pulls the DOM library into the server's
 * compilation (`/// <reference lib="dom" />`), which would let browser-only
 * globals type-check in server code.
 */
declare module 'pdfmake' {
  export type Alignment = 'left' | 'right' | 'center' | 'justify';
  export type Margins = number | [number, number] | [number, number, number, number];

  export interface Style {
    font?: string;
    fontSize?: number;
    lineHeight?: number;
    bold?: boolean;
    italics?: boolean;
    color?: string;
    fillColor?: string;
    alignment?: Alignment;
    margin?: Margins;
    characterSpacing?: number;
    noWrap?: boolean;
  }

  export interface TableCellLayout {
    hLineWidth?: (row: number, node: unknown) => number;
    vLineWidth?: (column: number, node: unknown) => number;
    hLineColor?: (row: number, node: unknown) => string;
    vLineColor?: (column: number, node: unknown) => string;
    paddingLeft?: (column: number, node: unknown) => number;
    paddingRight?: (column: number, node: unknown) => number;
    paddingTop?: (row: number, node: unknown) => number;
    paddingBottom?: (row: number, node: unknown) => number;
    fillColor?: (row: number, node: unknown, column: number) => string | null;
  }

  export interface ContentBase extends Style {
    style?: string | string[];
    width?: number | string;
    colSpan?: number;
    unbreakable?: boolean;
    pageBreak?: 'before' | 'after';
    /** Read back by pageBreakBefore (node info): marks a heading. */
    headlineLevel?: number;
  }

  /** What pageBreakBefore is told of a laid-out node. */
  export interface NodeInfo {
    headlineLevel?: number;
    startPosition: { pageNumber: number };
    pageNumbers: number[];
  }

  export type Content =
    | string
    | Content[]
    | (ContentBase & { text: string | Content[] })
    | (ContentBase & { stack: Content[] })
    | (ContentBase & { ul: Content[] })
    | (ContentBase & { image: string; fit?: [number, number] })
    | (ContentBase & { columns: Content[]; columnGap?: number })
    | (ContentBase & {
        table: { widths?: (number | string)[]; headerRows?: number; dontBreakRows?: boolean; body: Content[][] };
        layout?: string | TableCellLayout;
      })
    | (ContentBase & {
        canvas: {
          type: 'line' | 'rect';
          x?: number;
          y?: number;
          x1?: number;
          y1?: number;
          x2?: number;
          y2?: number;
          w?: number;
          h?: number;
          r?: number;
          lineWidth?: number;
          lineColor?: string;
          color?: string;
        }[];
      })
    | Record<string, never>;

  export interface TDocumentDefinitions {
    content: Content;
    /** Asked for each node as laid out: true moves it to the next page. */
    pageBreakBefore?: (node: NodeInfo, nodes: { getFollowingNodesOnPage: () => NodeInfo[] }) => boolean;
    pageSize?: 'A4' | { width: number; height: number };
    pageMargins?: Margins;
    defaultStyle?: Style;
    styles?: Record<string, Style>;
    info?: { title?: string; author?: string; subject?: string; creator?: string; producer?: string };
    footer?: (currentPage: number, pageCount: number) => Content;
    compress?: boolean;
  }

  export interface FontFamily {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  export interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }

  interface PdfMake {
    virtualfs: { writeFileSync(name: string, content: Buffer): void };
    setFonts(fonts: Record<string, FontFamily>): void;
    /** Adds font families beside those already registered. */
    addFonts(fonts: Record<string, FontFamily>): void;
    /** Called for every URL a document would fetch (fonts, images); false refuses it. */
    setUrlAccessPolicy(policy: (url: string) => boolean): void;
    /** Called for every local path a document would read; false refuses it. */
    setLocalAccessPolicy(policy: (path: string) => boolean): void;
    createPdf(definition: TDocumentDefinitions, options?: Record<string, unknown>): OutputDocument;
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
