import type { ChatRole } from '../../../contract/chat'
import { cn } from '~/lib/cn'
import { CALLOUT_CLASSES, calloutFor } from './callout'
import { linkParts } from './link-parts'

const bubble = 'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap break-words'

/** One message; assistant replies take the callout colour of what they talk about (spec §4). */
export function ChatMessage({ role, content, streaming = false }: { role: ChatRole; content: string; streaming?: boolean }) {
  const mine = role === 'user'
  return (
    // A reply still arriving is hidden from screen readers: the log announces it once, when it is complete.
    <div className={cn('flex', mine ? 'justify-end' : 'justify-start')} aria-hidden={streaming || undefined}>
      <p className={cn(bubble, mine ? 'rounded-br-md bg-primary text-white' : cn('rounded-bl-md', CALLOUT_CLASSES[calloutFor(content)]))}>
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {streaming
          ? content
          : linkParts(content).map((part, index) =>
          part.kind === 'text' ? (
            part.text
          ) : (
            <a
              key={index}
              href={part.href}
              {...(part.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className="font-medium underline underline-offset-2 hover:decoration-2"
            >
              {part.text}
              {part.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          ),
        )}
      </p>
    </div>
  )
}

export function TypingIndicator() {
  return (
    <div className="flex justify-start">
      <p className="flex items-center gap-1 rounded-2xl rounded-bl-md border border-line bg-surface px-4 py-3.5">
        <span className="sr-only">Assistant is typing</span>
        {[0, 150, 300].map((delay) => (
          <span key={delay} aria-hidden="true" className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </p>
    </div>
  )
}
