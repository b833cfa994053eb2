import { Calculator, LineChart, LoaderCircle, RefreshCw } from 'lucide-react'
import { type FormEvent, Suspense, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useFetcher } from 'react-router'
import { prepareToasts, toast } from '~/components/ui/toast'
import type { RoiInput, RoiResult } from '../../../contract/roi'
import { Button } from '~/components/ui/button'
import { FormField } from '~/components/ui/form-field'
import { cn } from '~/lib/cn'
import { focusFirstError } from '~/lib/form-focus'
import { lazyNamed } from '~/lib/lazy-named'
import { rememberRoiCalculation } from '~/lib/visit-source'
import { ROI_INTENT, type RoiAnswer } from './roi-answer'
import { ROI_FIELDS, type RoiFieldErrors, loadRoiSchemas, nonPositiveFields, readRoiInput, validateRoi } from './roi-input'

// The results and their chart are shown only once there is a result: their code is a chunk of its own.
const loadRoiResults = () => import('./roi-results')
const RoiResults = lazyNamed(loadRoiResults, 'RoiResults')

// The checks and the results' code download while the visitor edits a figure, so Calculate never waits for
// them; the toaster mounts now so its live region is on the page before the first toast is added to it.
function prepareForCalculate() {
  void loadRoiSchemas().catch(() => undefined)
  void loadRoiResults().catch(() => undefined)
  prepareToasts()
}

const CALCULATION_FAILED = 'Failed to calculate ROI. Please try again.'
const POSITIVE_ONLY = 'Enter a number more than 0'
const ROI_FIELD_NAMES = ROI_FIELDS.map(({ name }) => name)

const control =
  'block w-full min-h-11 rounded-xl border border-slate-300 bg-white py-2.5 text-base text-ink tabular-nums shadow-sm transition-colors duration-150 hover:border-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 aria-invalid:border-red-700 aria-invalid:bg-red-50/40 focus-visible:aria-invalid:outline-red-700'

type RoiCalculatorProps = {
  /** The route action the form posts to ('/?index': the home page is an index route). */
  action: string
  /** The action's answer when the browser sent the form itself (without JavaScript): results or messages, and the figures typed. */
  answer?: RoiAnswer
}

/**
 * The ROI tab: six figures in, the server's calculation out (spec §4 'Calculator tab', §5, §9). It posts to its
 * route's action: the browser itself without JavaScript, a fetcher with it (checked here first).
 */
export function RoiCalculator({ action, answer: pageAnswer }: RoiCalculatorProps) {
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const fetcher = useFetcher<RoiAnswer>()
  const pending = fetcher.state !== 'idle'
  const [errors, setErrors] = useState<RoiFieldErrors>(pageAnswer?.kind === 'invalid' ? pageAnswer.fields : {})
  const [result, setResult] = useState<RoiResult | null>(pageAnswer?.kind === 'calculated' ? pageAnswer.result : null)
  // The shown result no longer matches the form once a figure changes, until the next Calculate.
  const [stale, setStale] = useState(false)
  const [notice, setNotice] = useState(pageAnswer?.kind === 'rate-limited' ? pageAnswer.message : undefined)
  const typed = pageAnswer && 'values' in pageAnswer ? pageAnswer.values : {}

  // A new answer from the fetcher: its result or field messages render with it, then the effect below acts on it once.
  const [answer, setAnswer] = useState<RoiAnswer>()
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data)
    if (fetcher.data?.kind === 'calculated') {
      setResult(fetcher.data.result)
      setStale(false)
    }
    if (fetcher.data?.kind === 'invalid') setErrors(fetcher.data.fields)
  }
  const actedOn = useRef<RoiAnswer>(undefined)
  // The figures of the calculation in flight, kept with its result for the visitor's next lead (issue 20).
  const sentInput = useRef<RoiInput>(undefined)
  useEffect(() => {
    const form = formRef.current
    if (!answer || !form || actedOn.current === answer) return
    actedOn.current = answer
    if (answer.kind === 'calculated') {
      if (sentInput.current) rememberRoiCalculation({ input: sentInput.current, result: answer.result })
      toast.success('ROI Calculated', { description: 'See your potential savings below!' })
    } else if (answer.kind === 'invalid') focusFirstError(form, ROI_FIELD_NAMES, answer.fields)
    else toast.error('Calculation Error', { description: answer.kind === 'rate-limited' ? answer.message : CALCULATION_FAILED })
  }, [answer])

  function showErrors(form: HTMLFormElement, fields: RoiFieldErrors) {
    // Render the messages first so the focused field is announced with its error.
    flushSync(() => setErrors(fields))
    focusFirstError(form, ROI_FIELD_NAMES, fields)
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    const formData = new FormData(form)
    const input = readRoiInput(formData)
    setNotice(undefined)

    const empty = nonPositiveFields(input)
    if (empty.length > 0) {
      toast.error('Invalid Input', { description: 'Please fill in all fields with positive values.' })
      return showErrors(form, Object.fromEntries(empty.map((name) => [name, POSITIVE_ONLY])))
    }
    const invalid = await validateRoi(input).catch(() => undefined)
    if (!invalid) return toast.error('Calculation Error', { description: CALCULATION_FAILED })
    if (Object.keys(invalid).length > 0) return showErrors(form, invalid)

    setErrors({})
    sentInput.current = input
    // A calculation changes nothing the page's loaders show, so nothing is reloaded after it.
    await fetcher.submit(formData, { method: 'post', action, defaultShouldRevalidate: false })
  }

  // A corrected field loses its message at once; new messages wait for the next Calculate.
  function handleChange(event: FormEvent<HTMLFormElement>) {
    if (result) setStale(true)
    const name = (event.target as { name?: unknown }).name
    const field = ROI_FIELDS.find((candidate) => candidate.name === name)
    if (!field || !errors[field.name]) return
    const input = readRoiInput(new FormData(event.currentTarget))
    if (!(input[field.name] > 0)) return
    void validateRoi(input).then(
      (invalid) => invalid[field.name] || setErrors((current) => ({ ...current, [field.name]: undefined })),
      () => undefined,
    )
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        ref={formRef}
        method="post"
        // Without JavaScript the answer comes back as a whole page: the fragment brings the visitor back to the calculator.
        action={`${action}#calculator`}
        noValidate
        onSubmit={handleSubmit}
        onFocus={prepareForCalculate}
        // A pointer over the form starts the downloads too: pressing Calculate ROI on the figures as they are is
        // often the first thing a visitor does, and its focus comes too late for the results' code to be ready.
        onPointerEnter={prepareForCalculate}
        onInput={handleChange}
        aria-busy={pending}
        aria-labelledby={`${id}-heading`}
        className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:sticky lg:top-24 lg:self-start"
      >
        <h3 id={`${id}-heading`} className="text-xl font-bold tracking-tight">
          Your business in numbers
        </h3>
        <p className="mt-2 text-sm text-ink-soft">We filled in a typical small business. Change any figure to match yours.</p>
        {notice ? (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-sm font-medium text-red-800">
            {notice}
          </p>
        ) : null}
        <input type="hidden" name="intent" value={ROI_INTENT} />
        <div className="mt-6 grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-1 xl:grid-cols-2">
          {ROI_FIELDS.map((field) => (
            <FormField key={field.name} id={id} name={field.name} label={field.label} hint={field.hint} required error={errors[field.name]}>
              {(props) => (
                <div className="relative">
                  {field.unit === 'AUD' ? (
                    <span aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-soft">
                      $
                    </span>
                  ) : null}
                  <input
                    {...props}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    defaultValue={typed[field.name] ?? field.example}
                    className={cn(control, field.unit === 'AUD' ? 'pr-4 pl-8' : 'pr-20 pl-4')}
                  />
                  {field.unit === 'AUD' ? null : (
                    <span aria-hidden="true" className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm text-ink-soft">
                      {field.unit}
                    </span>
                  )}
                </div>
              )}
            </FormField>
          ))}
        </div>
        <Button type="submit" size="lg" disabled={pending} className="mt-8 w-full">
          {pending ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Calculator aria-hidden="true" className="size-5" />}
          {pending ? 'Calculating...' : 'Calculate ROI'}
        </Button>
      </form>

      <section aria-labelledby={`${id}-results`} className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
        <h3 id={`${id}-results`} className="text-xl font-bold tracking-tight">
          Your estimated return
        </h3>
        <div className="mt-4 sm:mt-6">
          {result ? (
            <>
              {stale ? (
                <p role="status" className="mb-6 flex items-start gap-2 rounded-xl bg-highlight-soft p-4 text-sm text-highlight-ink">
                  <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  You have changed your figures. Press Calculate ROI to update these results.
                </p>
              ) : null}
              <Suspense fallback={<ResultsPlaceholder preparing />}>
                <RoiResults result={result} />
              </Suspense>
            </>
          ) : (
            <ResultsPlaceholder />
          )}
        </div>
      </section>
    </div>
  )
}

/**
 * Before the first calculation, and again for the moment the results' code takes to arrive when the first answer is
 * faster than it: the box keeps its size while it says it is preparing, so what follows the calculator does not
 * move up and then down again as the results come in.
 */
function ResultsPlaceholder({ preparing = false }: { preparing?: boolean }) {
  return (
    <div className="relative rounded-xl border border-dashed border-slate-300 bg-surface px-6 py-8 text-center sm:py-12">
      <div aria-hidden={preparing || undefined} className={cn('flex flex-col items-center', preparing && 'invisible')}>
        {/* Decoration only, so phones, where the form already fills the screen, go without it. */}
        <span className="mb-4 hidden size-12 items-center justify-center rounded-xl bg-primary-soft text-primary sm:inline-flex">
          <LineChart aria-hidden="true" className="size-6" />
        </span>
        <p className="max-w-sm text-ink-soft">
          Press <strong className="font-semibold text-ink">Calculate ROI</strong> to see your monthly and annual savings, first-year return and payback period,
          with a low-to-high range, every step of the sums and a month-by-month chart against the setup cost.
        </p>
      </div>
      {preparing ? (
        <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-ink-soft">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Preparing your results…
        </p>
      ) : null}
    </div>
  )
}
