import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';

export type ArticleSection = { title: string; paragraphs: string[] };
/** A section of a page: its anchor (`id`) and what follows its paragraphs (a link to the screen). */
type PageSection = ArticleSection & { readonly id?: string; readonly after?: ReactNode };

/** The sections a catalogue keeps as an array of { title, paragraphs } (empty when the key is missing). */
export function sectionsOf(t: TFunction, key: string, values: Record<string, string> = {}): ArticleSection[] {
  const found: unknown = t(key, { returnObjects: true, ...values });
  return Array.isArray(found) ? (found as ArticleSection[]) : [];
}

/** A list of strings a catalogue keeps as an array. */
export function linesOf(t: TFunction, key: string): string[] {
  const found: unknown = t(key, { returnObjects: true });
  return Array.isArray(found) ? (found as string[]) : [];
}

type ArticleProps = {
  title: string;
  lead?: string;
  children?: ReactNode;
  testId: string;
  lang?: string;
};

/** The frame of a static page: a readable column with the title and lead. */
export function Article({ title, lead, children, testId, lang }: ArticleProps) {
  return (
    <Box
      component="article"
      lang={lang}
      data-testid={testId}
      sx={{ maxWidth: 860, width: '100%', mx: 'auto', py: { xs: 3, sm: 5 } }}
    >
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: { xs: 28, sm: 34 } }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
          {lead}
        </Typography>
      )}
      {children}
    </Box>
  );
}

/** Paragraphs of a page's running text. */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((paragraph) => (
    <Typography key={paragraph} sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {paragraph}
    </Typography>
  ));
}

/** Titled sections of paragraphs. */
export function Sections({ sections }: { sections: readonly PageSection[] }) {
  return sections.map((section) => (
    <Box component="section" key={section.title} id={section.id} sx={{ mb: 3 }}>
      <Typography variant="h5" component="h2" gutterBottom sx={{ fontSize: { xs: 20, sm: 24 } }}>
        {section.title}
      </Typography>
      <Paragraphs paragraphs={section.paragraphs} />
      {section.after}
    </Box>
  ));
}
