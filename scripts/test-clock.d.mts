export declare const OFFSET_ENV: 'TEST_CLOCK_OFFSET_MS';
export declare function shiftDate(offsetMs: number): void;
export declare function testClockOffset(): number;
