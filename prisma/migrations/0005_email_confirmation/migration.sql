-- CreateTable
CREATE TABLE "EmailConfirmation" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "confirmedAt" TIMESTAMP(3),

    CONSTRAINT "EmailConfirmation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "EmailConfirmation_tokenHash_key" ON "EmailConfirmation"("tokenHash");

-- CreateIndex
CREATE INDEX "EmailConfirmation_address_sentAt_idx" ON "EmailConfirmation"("address", "sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "EmailConfirmation_gameId_address_key" ON "EmailConfirmation"("gameId", "address");

-- AddForeignKey
ALTER TABLE "EmailConfirmation" ADD CONSTRAINT "EmailConfirmation_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;
