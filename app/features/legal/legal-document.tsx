import { ArrowRight, ChevronDown, ExternalLink, Scale } from 'lucide-react'
import { Link } from 'react-router'
import { Container, PageHero } from '~/components/ui/section'
import { type Inline, type LegalBlock, type LegalDocumentContent, type LegalSection, lastUpdated } from './legal-content'

const linkClass = 'font-medium text-primary underline decoration-1 underline-offset-4 transition-colors hover:text-primary-hover hover:decoration-2'

/** A legal text as a readable document: hero with the date, a table of contents, numbered sections. */
export function LegalDocument({
  document,
  lastUpdatedIso,
  related,
}: {
  document: LegalDocumentContent
  /** The instant the loader rendered the page, so server and browser print the same date. */
  lastUpdatedIso: string
  related?: { label: string; to: string }
}) {
  const updated = lastUpdated(lastUpdatedIso)
  const contentsLabel = `${document.title} contents`
  return (
    <>
      <PageHero eyebrow={<p className="text-sm font-semibold tracking-wide text-blue-200 uppercase">Legal</p>} title={document.title} intro={document.intro}>
        <p className="mt-6 inline-block rounded-full border border-white/15 bg-white/5 px-4 py-2 text-sm text-slate-200">
          Last updated: <time dateTime={updated.dateTime}>{updated.label}</time>
        </p>
      </PageHero>

      <Container className="py-12 sm:py-16">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <aside className="mb-10 lg:mb-0">
            <details className="group rounded-card border border-line bg-surface lg:hidden">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                <span>
                  On this page <span className="font-normal text-ink-soft">({document.sections.length} sections)</span>
                </span>
                <ChevronDown aria-hidden="true" className="size-5 text-ink-soft transition-transform group-open:rotate-180" />
              </summary>
              <nav aria-label={contentsLabel} className="border-t border-line px-2 py-2">
                <TableOfContents document={document} />
              </nav>
            </details>
            <nav aria-label={contentsLabel} className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto">
              <p className="px-3 text-sm font-semibold tracking-wide text-ink-soft uppercase">On this page</p>
              <div className="mt-3 border-l border-line">
                <TableOfContents document={document} />
              </div>
            </nav>
          </aside>

          <article className="max-w-3xl">
            <div className="space-y-12">
              {document.sections.map((section, index) => (
                <DocumentSection key={section.id} section={section} number={index + 1} />
              ))}
            </div>
            {document.notice ? <Notice section={document.notice} /> : null}
            {related ? (
              <p className="mt-12 border-t border-line pt-8 text-ink-soft">
                See also our{' '}
                <Link to={related.to} className={`${linkClass} inline-flex items-center gap-1`}>
                  {related.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </p>
            ) : null}
          </article>
        </div>
      </Container>
    </>
  )
}

function TableOfContents({ document }: { document: LegalDocumentContent }) {
  const itemClass =
    'flex min-h-11 items-baseline gap-3 rounded-lg px-3 py-2.5 text-sm text-ink-soft transition-colors hover:bg-primary-soft hover:text-primary lg:min-h-0 lg:py-1.5'
  return (
    <ol className="space-y-0.5">
      {document.sections.map((section, index) => (
        <li key={section.id}>
          <a href={`#${section.id}`} className={itemClass}>
            <span className="w-5 shrink-0 text-right font-semibold text-ink tabular-nums">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
      {document.notice ? (
        <li>
          <a href={`#${document.notice.id}`} className={itemClass}>
            <span className="flex w-5 shrink-0 justify-end self-center">
              <Scale aria-hidden="true" className="size-4 text-highlight-ink" />
            </span>
            <span>{document.notice.title}</span>
          </a>
        </li>
      ) : null}
    </ol>
  )
}

function DocumentSection({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id}>
      <h2 className="flex items-baseline gap-3 text-2xl font-bold tracking-tight text-ink">
        <span className="text-primary tabular-nums">{number}.</span>
        <span>{section.title}</span>
      </h2>
      <div className="mt-4 space-y-4 text-base text-slate-700 sm:text-lg">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  )
}

function Notice({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} className="mt-12 rounded-card border border-amber-200 bg-highlight-soft p-6 sm:p-8">
      <h2 className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink">
        <Scale aria-hidden="true" className="size-6 shrink-0 text-highlight-ink" />
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 text-base text-ink sm:text-lg">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (block.type === 'paragraph') return <p>{renderInline(block.content)}</p>
  if (block.type === 'list') {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-primary">
        {block.items.map((item, index) => (
          <li key={index} className="pl-1">
            {renderInline(item)}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-card border border-line bg-surface p-6 text-base sm:grid-cols-[6rem_minmax(0,1fr)]">
      {block.lines.map((line) => (
        <div key={line.label} className="contents">
          <dt className="font-semibold text-ink">{line.label}</dt>
          <dd className="-mt-2 break-words sm:mt-0">
            {line.href ? (
              <a href={line.href} className={linkClass}>
                {line.value}
              </a>
            ) : (
              line.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function renderInline(content: Inline[]) {
  return content.map((part, index) => {
    if (typeof part === 'string') return part
    if (part.href.startsWith('/')) {
      return (
        <Link key={index} to={part.href} className={linkClass}>
          {part.text}
        </Link>
      )
    }
    if (part.href.startsWith('http')) {
      return (
        <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1`}>
          {part.text}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      )
    }
    return (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    )
  })
}
