import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Dictation through the browser's own speech recognition (the Web Speech API), where there is
 * one: Chromium and Safari expose it, often prefixed; Firefox does not. Feature-detected, so
 * the page hides the button rather than offering something that cannot work.
 */
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export function useSpeechRecognition(onText: (text: string) => void) {
  const [supported] = useState(() => recognitionConstructor() !== null);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const latest = useRef(onText);
  latest.current = onText;

  useEffect(() => () => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const instance = new Constructor();
    instance.continuous = true;
    instance.interimResults = false;
    instance.lang = navigator.language || 'en-US';
    instance.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (result?.isFinal) latest.current(result[0].transcript.trim());
      }
    };
    instance.onerror = (event) =>
      setError(
        event.error === 'not-allowed'
          ? 'The microphone is blocked for this site. Allow it in the browser to dictate.'
          : 'Dictation stopped. Try again, or type your answer.',
      );
    instance.onend = () => setListening(false);
    recognition.current = instance;
    setError('');
    setListening(true);
    instance.start();
  }, []);

  const stop = useCallback(() => recognition.current?.stop(), []);
  return { supported, listening, error, start, stop };
}
