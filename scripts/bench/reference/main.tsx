// The bench's reference page: bare React 19 + react-dom, a hand-written address form of the
// property step's fields (street, unit, city, state, zip, occupancy, Continue) and three more
// one-question steps, so every browser figure of the product has a floor to be compared with.
// Not product code: its English is the bench's own, not copy.
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';

const FOLLOWING = ['Is the property listed for sale?', 'What is your annual income?', 'What is your legal name?', 'Done'];

function Field({ id, label }: { id: string; label: string }) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <br />
      <input id={id} name={id} />
    </p>
  );
}

function AddressStep({ onContinue }: { onContinue: () => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form onSubmit={submit}>
      <h1>Tell us about your property</h1>
      <Field id="street1" label="Street address" />
      <Field id="street2" label="Unit" />
      <Field id="city" label="City" />
      <Field id="state" label="State" />
      <Field id="zip" label="ZIP code" />
      <fieldset>
        <legend>How do you use this property?</legend>
        {['Primary home', 'Second home', 'Investment'].map((name) => (
          <label key={name}>
            <input type="radio" name="occupancy" value={name} /> {name}
          </label>
        ))}
      </fieldset>
      <button type="submit">Continue</button>
    </form>
  );
}

function QuestionStep({ heading, onContinue }: { heading: string; onContinue: () => void }) {
  return (
    <form onSubmit={(event) => { event.preventDefault(); onContinue(); }}>
      <h1>{heading}</h1>
      <Field id="answer" label="Answer" />
      <button type="submit">Continue</button>
    </form>
  );
}

function App() {
  const [step, setStep] = useState(0);
  const onContinue = () => setStep((s) => Math.min(s + 1, FOLLOWING.length));
  return <main>{step === 0 ? <AddressStep onContinue={onContinue} /> : <QuestionStep key={step} heading={FOLLOWING[step - 1]!} onContinue={onContinue} />}</main>;
}

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
