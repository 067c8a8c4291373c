// A scan is felt and heard, so the person at the depot can keep their eyes on the boxes: a
// short buzz and a high beep for each code taken, a longer double buzz and a low tone for a
// refused one. Both wait for the page's first tap or key press: before it the browser refuses
// them (and logs a warning) anyway.
type Feedback = 'accepted' | 'refused';

let audio: AudioContext | null = null;

function activated(): boolean {
  return navigator.userActivation?.hasBeenActive ?? true;
}

function tone(frequency: number, seconds: number) {
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + seconds);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + seconds);
  } catch {
    // No audio output (or no Web Audio): the vibration and the list still say it.
  }
}

export function scanFeedback(kind: Feedback) {
  if (!activated()) return;
  if (kind === 'accepted') {
    navigator.vibrate?.(40);
    tone(1320, 0.08);
  } else {
    navigator.vibrate?.([90, 60, 90]);
    tone(220, 0.2);
  }
}
