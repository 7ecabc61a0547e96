import { DocumentPage, DocumentSection } from '../../../components/DocumentPage';
import { TERMS_TEXTS } from '../../../config/info-pages.texts';

/** /terms: preamble, articles 1 to 7, contact. */
export function TermsPage() {
  return (
    <DocumentPage title={TERMS_TEXTS.title} updated={TERMS_TEXTS.updated} testId="terms-page">
      <DocumentSection
        id="terms-preamble"
        title={TERMS_TEXTS.preambleTitle}
        paragraphs={[TERMS_TEXTS.preamble]}
      />
      {TERMS_TEXTS.articles.map((article, index) => (
        <DocumentSection
          key={article.title}
          id={`terms-article-${index + 1}`}
          title={article.title}
          paragraphs={article.paragraphs}
        />
      ))}
      <DocumentSection
        id="terms-contact"
        title={TERMS_TEXTS.contactTitle}
        paragraphs={[TERMS_TEXTS.contactText]}
      />
    </DocumentPage>
  );
}
