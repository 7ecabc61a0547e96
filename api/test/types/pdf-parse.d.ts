// pdf-parse's index runs a demo when required without a parent module; tests import its lib.
declare module 'pdf-parse/lib/pdf-parse.js' {
  import pdfParse from 'pdf-parse';
  export default pdfParse;
}
