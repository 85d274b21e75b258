-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL,
    "used" INTEGER NOT NULL,
    "lastGrant" INTEGER NOT NULL,
    "windowEnds" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimitCounter_windowEnds_idx" ON "RateLimitCounter"("windowEnds");
